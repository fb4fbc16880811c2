# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
# cmake -DSOURCE_DIR=<repo> -P CheckTransportNeverDecodes.cmake (the ctest
# architecture.transport-never-decodes): transports move bytes and never decode (CONTRIBUTING,
# "Transports"). No file of core/transport may include the JSON-RPC codec or message (only
# jsonrpcid.h, a value type), nor anything that brings them in (core/mcp, core/log,
# core/analysis, core/session; core/mcp/mcpmethods.h, the method names, brings in nothing), nor
# call the codec.
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "pass -DSOURCE_DIR=<the mcpscope source tree>")
endif()
file(GLOB _files "${SOURCE_DIR}/core/transport/*.h" "${SOURCE_DIR}/core/transport/*.cpp")
if(NOT _files)
    message(FATAL_ERROR "no sources under ${SOURCE_DIR}/core/transport")
endif()
set(_problems "")
foreach(_file IN LISTS _files)
    file(STRINGS "${_file}" _lines)
    set(_number 0)
    foreach(_line IN LISTS _lines)
        math(EXPR _number "${_number} + 1")
        # core/mcp/mcpmethods.h is the exception: constant method names, nothing that decodes.
        if((_line MATCHES "#[ \t]*include[ \t]*[<\"]core/(jsonrpc/(jsonrpccodec|jsonrpcmessage|jsonrpcerrors|jsontypes)|mcp/|log/|analysis/|session/)"
            AND NOT _line MATCHES "#[ \t]*include[ \t]*[<\"]core/mcp/mcpmethods\\.h[>\"]")
           OR _line MATCHES "JsonRpc::|JsonRpcMessage")
            file(RELATIVE_PATH _relative "${SOURCE_DIR}" "${_file}")
            string(APPEND _problems "\n  ${_relative}:${_number}: ${_line}")
        endif()
    endforeach()
endforeach()
if(_problems)
    message(FATAL_ERROR "core/transport decodes JSON-RPC; a transport moves bytes and asks the "
                        "session what a frame said (ExchangeEnd):${_problems}")
endif()
list(LENGTH _files _count)
message(STATUS "core/transport: ${_count} files, no JSON-RPC decoding")
