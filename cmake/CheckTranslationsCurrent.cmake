# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
# cmake -DLUPDATE=<lupdate> -DPROJECT=<build>/ui/.lupdate/mcpscope_ui_project.cmake
#       -DTS_FILES="a.ts|b.ts" -DOPTIONS="-locations|none|..." -DWORK_DIR=<dir>
#       -P CheckTranslationsCurrent.cmake
# The ctest i18n.ts-current: runs lupdate, with the options of the update_translations target,
# over the GUI's sources into a copy of each committed .ts and fails when the copy changes,
# naming the messages the code added or removed. The committed files are never written.
foreach(_variable LUPDATE PROJECT TS_FILES WORK_DIR)
    if(NOT ${_variable})
        message(FATAL_ERROR "pass -D${_variable}=...")
    endif()
endforeach()
string(REPLACE "|" ";" _ts_files "${TS_FILES}")
string(REPLACE "|" ";" _options "${OPTIONS}")

# The sources and include paths qt_add_lupdate wrote for the update_translations target.
include("${PROJECT}")
set(_sources "")
foreach(_source IN LISTS lupdate_sources)
    if(EXISTS "${_source}")
        list(APPEND _sources "\"${_source}\"")
    endif()
endforeach()
list(LENGTH _sources _count)
if(_count LESS 100)
    message(FATAL_ERROR "only ${_count} sources in ${PROJECT}: a wrong project file?")
endif()
set(_includes "")
foreach(_include IN LISTS lupdate_include_paths)
    list(APPEND _includes "\"${_include}\"")
endforeach()
list(JOIN _sources ", " _sources)
list(JOIN _includes ", " _includes)

# The messages of a .ts file, one "context: source" per entry, in file order.
function(ts_messages file out)
    file(READ "${file}" _text)
    string(REGEX MATCHALL "<name>[^<]*</name>|<source>[^<]*</source>" _items "${_text}")
    set(_messages "")
    set(_context "")
    foreach(_item IN LISTS _items)
        if(_item MATCHES "^<name>([^<]*)</name>$")
            set(_context "${CMAKE_MATCH_1}")
        elseif(_item MATCHES "^<source>([^<]*)</source>$")
            string(REPLACE "\n" "\\n" _source "${CMAKE_MATCH_1}")
            list(APPEND _messages "${_context}: ${_source}")
        endif()
    endforeach()
    set(${out} "${_messages}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(_stale "")
foreach(_committed IN LISTS _ts_files)
    get_filename_component(_name "${_committed}" NAME)
    set(_copy "${WORK_DIR}/${_name}")
    file(COPY_FILE "${_committed}" "${_copy}")
    file(WRITE "${WORK_DIR}/${_name}.json"
        "{\"projectFile\": \"${lupdate_project_file}\", \"includePaths\": [${_includes}], "
        "\"sources\": [${_sources}], \"translations\": [\"${_copy}\"]}\n")
    execute_process(COMMAND "${LUPDATE}" -silent -project "${WORK_DIR}/${_name}.json" ${_options}
        RESULT_VARIABLE _result ERROR_VARIABLE _errors)
    if(NOT _result EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${_name}: ${_errors}")
    endif()
    execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${_committed}" "${_copy}"
        RESULT_VARIABLE _differs)
    if(_differs)
        ts_messages("${_committed}" _before)
        ts_messages("${_copy}" _after)
        set(_added ${_after})
        set(_removed ${_before})
        if(_before)
            list(REMOVE_ITEM _added ${_before})
        endif()
        if(_after)
            list(REMOVE_ITEM _removed ${_after})
        endif()
        string(APPEND _stale "\n${_name} is stale:")
        foreach(_message IN LISTS _added)
            string(APPEND _stale "\n  + ${_message}")
        endforeach()
        foreach(_message IN LISTS _removed)
            string(APPEND _stale "\n  - ${_message}")
        endforeach()
        if(NOT _added AND NOT _removed)
            string(APPEND _stale "\n  (same messages, other order, markup or comments: diff "
                "${_committed} ${_copy})")
        endif()
    endif()
endforeach()
if(_stale)
    message(FATAL_ERROR "${_stale}\nThe GUI's strings changed: run "
        "`cmake --build <build> --target update_translations` and commit "
        "resources/translations/*.ts (CONTRIBUTING.md, Translations).")
endif()
message(STATUS "every .ts file has the messages of the sources")
