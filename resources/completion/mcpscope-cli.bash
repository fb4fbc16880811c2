# bash completion for mcpscope-cli                                    -*- shell-script -*-
# SPDX-FileCopyrightText: 2026 mcpscope authors
# SPDX-License-Identifier: MIT
#
# Installed as share/bash-completion/completions/mcpscope-cli. Works with the bash-completion
# package (its _init_completion, _filedir and _command_offset) and, more simply, without it.
# The option list follows `mcpscope-cli --help` (core/cli/*options.cpp).

_mcpscope_cli_files()
{
    # $1: an extension without the dot (e.g. mcpsession), "-d" for directories, or empty.
    if declare -F _filedir >/dev/null; then
        _filedir ${1:+"$1"}
        return
    fi
    local IFS=$'\n'
    compopt -o filenames 2>/dev/null
    if [[ $1 == -d ]]; then
        COMPREPLY=($(compgen -d -- "$cur"))
    elif [[ -n $1 ]]; then
        COMPREPLY=($(compgen -d -- "$cur") $(compgen -f -X "!*.$1" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}

_mcpscope_cli()
{
    local cur prev words cword
    if declare -F _init_completion >/dev/null; then
        _init_completion -n = || return
    else
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        # Without bash-completion, "--format=js" arrives as "--format" "=" "js".
        if [[ $cur == = ]]; then
            cur=
        elif [[ $prev == = ]] && ((cword >= 2)); then
            prev=${COMP_WORDS[COMP_CWORD - 2]}
        fi
    fi

    # After "--": the server command and its arguments.
    local i
    for ((i = 1; i < cword; i++)); do
        if [[ ${words[i]} == -- ]]; then
            if ((i + 1 == cword)); then
                COMPREPLY=($(compgen -c -- "$cur"))
            elif declare -F _command_offset >/dev/null; then
                _command_offset $((i + 1))
            else
                _mcpscope_cli_files
            fi
            return
        fi
    done

    local methods="initialize tools/list tools/call resources/list resources/templates/list
        resources/read resources/subscribe prompts/list prompts/get completion/complete
        logging/setLevel ping tasks/list tasks/get tasks/result tasks/cancel raw snapshot
        skills/list skills/read"
    local valued="--method --tool-name --tool-arg --tool-args-json --app-html --uri --prompt-name
        --prompt-args --url --config --server --saved-call --transport --header --accept-certificate -e --cwd --timeout
        --max-message-size --format --record --frame --frame-file --repeat --concurrency --ignore --connection --events --diff-with --log-level
        --argument-name --argument-value --context-args-json --prompt-args-json --metadata
        --task-id --task-ttl --client-capabilities --roots --sampling-response
        --elicitation-response --elicitation --era --protocol-version --client-id
        --client-secret --client-metadata-url --scope --call-tools --max-calls --auth-grant
        --client-key --assertion-file --assertion-env --id-token-file --idp-token-endpoint
        --idp-client-id --client-secret-env --idp-client-secret-env"
    local flags="--no-validate --no-handshake --no-default-ignores --task --conformance --check --strict --yes
        --forget-credentials --dpop -h --help -v --version"

    # --option=value
    local option=$prev
    if [[ $cur == --*=* ]]; then
        option=${cur%%=*}
        cur=${cur#*=}
    elif [[ " ${valued//$'\n'/ } " != *" $prev "* ]]; then
        option=
    fi

    case $option in
        --method)
            COMPREPLY=($(compgen -W "$methods" -- "$cur")); return ;;
        --format)
            COMPREPLY=($(compgen -W "text json" -- "$cur")); return ;;
        --transport)
            COMPREPLY=($(compgen -W "http sse ws" -- "$cur")); return ;;
        --era)
            COMPREPLY=($(compgen -W "legacy auto modern" -- "$cur")); return ;;
        --call-tools)
            COMPREPLY=($(compgen -W "readonly none" -- "$cur")); return ;;
        --auth-grant)
            COMPREPLY=($(compgen -W "authorization-code client-credentials jwt-bearer enterprise" \
                -- "$cur")); return ;;
        --assertion-env|--client-secret-env|--idp-client-secret-env)
            COMPREPLY=($(compgen -v -- "$cur")); return ;;
        --client-key|--assertion-file|--id-token-file)
            _mcpscope_cli_files; return ;;
        --protocol-version)
            COMPREPLY=($(compgen -W "2026-07-28" -- "$cur")); return ;;
        --elicitation)
            COMPREPLY=($(compgen -W "accept-defaults decline cancel" -- "$cur")); return ;;
        --log-level)
            COMPREPLY=($(compgen -W "debug info notice warning error critical alert emergency" \
                -- "$cur")); return ;;
        --client-capabilities)
            # A comma-separated list: complete the word after the last comma.
            local done_part=
            [[ $cur == *,* ]] && done_part=${cur%,*},
            COMPREPLY=($(compgen -P "$done_part" -W "roots sampling sampling.tools
                sampling.context elicitation.form elicitation.url apps none" -- "${cur##*,}"))
            compopt -o nospace 2>/dev/null
            return ;;
        --record)
            _mcpscope_cli_files mcpsession; return ;;
        --app-html)
            _mcpscope_cli_files html; return ;;
        --diff-with)
            _mcpscope_cli_files json; return ;;
        --frame-file|--sampling-response|--elicitation-response)
            _mcpscope_cli_files; return ;;
        --cwd)
            _mcpscope_cli_files -d; return ;;
        --config)
            _mcpscope_cli_files json; return ;;
        ?*)
            return ;; # a free value: a name, JSON, a number
    esac

    # diff-interface OLD NEW: two snapshot files, and --format only.
    if [[ ${words[1]} == diff-interface ]] && ((cword >= 2)); then
        if [[ $cur == -* ]]; then
            COMPREPLY=($(compgen -W "--format --help" -- "$cur"))
        else
            _mcpscope_cli_files json
        fi
        return
    fi

    # replay FILE: "replay" is only recognised as the first argument.
    if ((cword == 2)) && [[ ${words[1]} == replay && $cur != -* ]]; then
        _mcpscope_cli_files mcpsession
        return
    fi

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$valued $flags --" -- "$cur"))
        return
    fi
    if ((cword == 1)); then
        if [[ -n $cur ]]; then
            COMPREPLY=($(compgen -W "replay lint diff-interface" -- "$cur"))
        else
            COMPREPLY=($(compgen -W "replay lint diff-interface $valued $flags" -- "$cur"))
        fi
    fi
} &&
    complete -F _mcpscope_cli mcpscope-cli

# ex: filetype=sh
