"""``dlconfig-cli completion {bash,zsh,fish,powershell}``: print a shell completion script.

The script is generated from the command-line parser itself, so it completes every
subcommand and option this version has. Install it the way each shell expects, e.g.
``dlconfig-cli completion bash > ~/.local/share/bash-completion/completions/dlconfig-cli``,
``dlconfig-cli completion zsh > ~/.zfunc/_dlconfig-cli``,
``dlconfig-cli completion fish > ~/.config/fish/completions/dlconfig-cli.fish``, or in
PowerShell ``dlconfig-cli completion powershell | Out-String | Invoke-Expression``.
"""

from __future__ import annotations

import argparse
from typing import Any

SHELLS = ("bash", "zsh", "fish", "powershell")
PROG = "dlconfig-cli"


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "completion", help="print a shell completion script", description=__doc__
    )
    p.add_argument("shell", choices=SHELLS, help="the shell to complete for")
    p.set_defaults(func=run)


def command_tree(parser: argparse.ArgumentParser) -> tuple[list[str], dict[str, list[str]]]:
    """The top-level options and, for each subcommand, its options (long and short)."""
    top: list[str] = []
    subs: dict[str, list[str]] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, subparser in action.choices.items():
                opts: list[str] = []
                for sub_action in subparser._actions:
                    opts.extend(sub_action.option_strings)
                    if not sub_action.option_strings and sub_action.choices:
                        opts.extend(str(c) for c in sub_action.choices)
                subs[name] = sorted(set(opts))
        else:
            top.extend(action.option_strings)
    return sorted(set(top)), subs


def render(shell: str, parser: argparse.ArgumentParser) -> str:
    top, subs = command_tree(parser)
    names = sorted(subs)
    if shell == "bash":
        return _bash(top, subs, names)
    if shell == "zsh":
        return _zsh(top, subs, names)
    if shell == "fish":
        return _fish(top, subs, names)
    return _powershell(top, subs, names)


def _bash(top: list[str], subs: dict[str, list[str]], names: list[str]) -> str:
    cases = "".join(f'        {name}) opts="{" ".join(opts)}" ;;\n' for name, opts in subs.items())
    return (
        "# bash completion for dlconfig-cli\n"
        "_dlconfig_cli() {\n"
        "    local cur cmd opts i\n"
        '    cur="${COMP_WORDS[COMP_CWORD]}"\n'
        '    cmd=""\n'
        "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
        '        case "${COMP_WORDS[i]}" in\n'
        "            -*) ;;\n"
        '            *) cmd="${COMP_WORDS[i]}"; break ;;\n'
        "        esac\n"
        "    done\n"
        '    case "$cmd" in\n'
        f'        "") opts="{" ".join(top + names)}" ;;\n'
        f"{cases}"
        '        *) opts="" ;;\n'
        "    esac\n"
        '    mapfile -t COMPREPLY < <(compgen -W "$opts" -- "$cur")\n'
        "}\n"
        "complete -o default -F _dlconfig_cli dlconfig-cli\n"
    )


def _zsh(top: list[str], subs: dict[str, list[str]], names: list[str]) -> str:
    cases = "".join(f"        {name}) opts=({' '.join(opts)}) ;;\n" for name, opts in subs.items())
    return (
        "#compdef dlconfig-cli\n"
        "# zsh completion for dlconfig-cli\n"
        "_dlconfig_cli() {\n"
        "    local -a opts\n"
        "    local cmd='' w\n"
        "    for w in ${words[2,CURRENT-1]}; do\n"
        "        [[ $w == -* ]] || { cmd=$w; break; }\n"
        "    done\n"
        "    case $cmd in\n"
        f"        '') opts=({' '.join(top + names)}) ;;\n"
        f"{cases}"
        "    esac\n"
        "    compadd -- $opts\n"
        "}\n"
        'if [[ $funcstack[1] == _dlconfig-cli ]]; then _dlconfig_cli "$@"; '
        "else compdef _dlconfig_cli dlconfig-cli; fi\n"
    )


def _fish(top: list[str], subs: dict[str, list[str]], names: list[str]) -> str:
    lines = ["# fish completion for dlconfig-cli", f"complete -c {PROG} -f"]
    no_sub = f"not __fish_seen_subcommand_from {' '.join(names)}"
    lines += [f"complete -c {PROG} -n '{no_sub}' -a {name}" for name in names]
    lines += [_fish_option(f"-n '{no_sub}'", opt) for opt in top]
    for name, opts in subs.items():
        cond = f"-n '__fish_seen_subcommand_from {name}'"
        lines += [_fish_option(cond, opt) for opt in opts]
    return "\n".join(lines) + "\n"


def _fish_option(cond: str, opt: str) -> str:
    if opt.startswith("--"):
        return f"complete -c {PROG} {cond} -l {opt[2:]}"
    if opt.startswith("-"):
        return f"complete -c {PROG} {cond} -s {opt[1:]}"
    return f"complete -c {PROG} {cond} -a {opt}"


def _powershell(top: list[str], subs: dict[str, list[str]], names: list[str]) -> str:
    table = "\n".join(
        f"        '{name}' = @({', '.join(repr(o) for o in opts)})" for name, opts in subs.items()
    )
    return (
        "# PowerShell completion for dlconfig-cli\n"
        "Register-ArgumentCompleter -Native -CommandName 'dlconfig-cli' -ScriptBlock {\n"
        "    param($wordToComplete, $commandAst, $cursorPosition)\n"
        f"    $top = @({', '.join(repr(o) for o in top + names)})\n"
        "    $subs = @{\n"
        f"{table}\n"
        "    }\n"
        "    $words = @($commandAst.CommandElements | Select-Object -Skip 1 |"
        " ForEach-Object { $_.ToString() } | Where-Object { $_ -notlike '-*' })\n"
        "    $opts = $top\n"
        "    if ($words.Count -gt 0 -and $subs.ContainsKey($words[0])) {"
        " $opts = $subs[$words[0]] }\n"
        '    $opts | Where-Object { $_ -like "$wordToComplete*" } | ForEach-Object {\n'
        "        [System.Management.Automation.CompletionResult]::new("
        "$_, $_, 'ParameterValue', $_)\n"
        "    }\n"
        "}\n"
    )


def run(args: argparse.Namespace) -> int:
    from dlconfig.cli import build_parser

    print(render(args.shell, build_parser()), end="")
    return 0
