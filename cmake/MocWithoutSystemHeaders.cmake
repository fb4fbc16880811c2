# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# moc without the compiler's own include directories. AUTOMOC hands moc every include directory
# of a target plus the compiler's implicit ones (the C++ standard library, /usr/include), and moc
# reads every header it can find to collect macro definitions. The standard library and system
# headers define nothing moc needs for our classes (the Qt headers, which it does need, stay on
# its path), yet reading them was three quarters of moc's time: the ui library's 103 headers
# took 88 s of CPU with them and 20 s without, with byte-identical moc output (measured with
# every target's moc_*.cpp compared). On CI's 2 cores moc ran for 30 s before anything else
# could start (core) and for 93 s beside the compiles (ui).
#
# mcpscope_moc_without_system_headers() sets AUTOMOC_EXECUTABLE on every AUTOMOC target to a
# generated wrapper that drops those -I options and runs Qt's moc. Call it once, at the end of
# the top-level CMakeLists.txt (CMake 3.27's CMAKE_AUTOMOC_EXECUTABLE would do the same for
# targets made later; the project needs 3.25).
option(MCPSCOPE_MOC_WITHOUT_SYSTEM_HEADERS
    "Run moc without the compiler's implicit include directories (faster, same output)" ON)

function(_mcpscope_automoc_targets dir out)
    get_property(_targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    set(_found)
    foreach(_target IN LISTS _targets)
        get_target_property(_automoc ${_target} AUTOMOC)
        if(_automoc)
            list(APPEND _found ${_target})
        endif()
    endforeach()
    get_property(_subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(_subdir IN LISTS _subdirs)
        _mcpscope_automoc_targets(${_subdir} _sub)
        list(APPEND _found ${_sub})
    endforeach()
    set(${out} ${_found} PARENT_SCOPE)
endfunction()

function(mcpscope_moc_without_system_headers)
    if(NOT MCPSCOPE_MOC_WITHOUT_SYSTEM_HEADERS OR NOT CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES)
        return()
    endif()
    get_target_property(MCPSCOPE_MOC Qt6::moc LOCATION)
    set(MCPSCOPE_MOC_DROPPED_OPTIONS)
    foreach(_dir IN LISTS CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES)
        string(APPEND MCPSCOPE_MOC_DROPPED_OPTIONS "|'-I${_dir}'")
    endforeach()
    string(SUBSTRING "${MCPSCOPE_MOC_DROPPED_OPTIONS}" 1 -1 MCPSCOPE_MOC_DROPPED_OPTIONS)
    set(_wrapper ${CMAKE_BINARY_DIR}/moc-without-system-headers)
    configure_file(${CMAKE_SOURCE_DIR}/cmake/moc-without-system-headers.in ${_wrapper} @ONLY
        FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
        WORLD_READ WORLD_EXECUTE)
    _mcpscope_automoc_targets(${CMAKE_SOURCE_DIR} _targets)
    set_target_properties(${_targets} PROPERTIES AUTOMOC_EXECUTABLE ${_wrapper})
endfunction()
