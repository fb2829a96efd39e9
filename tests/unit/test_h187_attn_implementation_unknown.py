"""HF353: `attn_implementation=` a name no release registers (`"scaled_dot_product_attention"`,
`"SDPA"`, `"xformers"`), for the families whose classes support flash, SDPA and flex attention in
every release, so that the ValueError's list of names is the release's (catalog/HF353.toml, runs
of Llama, Qwen 2 and Phi on all 28 releases; benchmarks/README.md h187)."""

from __future__ import annotations

import textwrap

import pytest

import analysed

RELEASES = ("4.57.6", "5.0.0", "5.4.0", "5.15.0", "5.19.0", "5.23.0", "5.24.0")


def _names(*names: str) -> str:
    return ", ".join(f'`"attn_implementation={n}"`' for n in names)


_EAGER = '`attn_implementation="eager"`'
_LISTS = {
    # (4.57's list leaves the quote after sdpa open: the release's own)
    "4.57.6": f"{_EAGER}, {_names('flash_attention_3', 'flash_attention_2')}, "
    + '`"attn_implementation=sdpa", '
    + f"{_names('flex_attention')}.",
    "5.0.0": f'{_EAGER}, `"paged|eager"`, '
    + _names("flash_attention_3", "flash_attention_2", "paged|flash_attention_2", "sdpa", "paged|sdpa", "flex_attention")
    + ".",
    "5.4.0": f'{_EAGER}, `"paged|eager"`, '
    + _names(
        "flash_attention_2",
        "paged|flash_attention_2",
        "flash_attention_3",
        "paged|flash_attention_3",
        "flash_attention_4",
        "paged|flash_attention_4",
        "sdpa",
        "paged|sdpa",
        "flex_attention",
    )
    + ".",
    "5.19.0": f'{_EAGER}, `"paged|eager"`, '
    + _names("flash_attention_2", "flash_attention_3", "flash_attention_4", "sdpa", "flex_attention")
    + ".",
}


def _list(release: str) -> str:
    key = max(
        (k for k in _LISTS if tuple(map(int, k.split("."))) <= tuple(map(int, release.split(".")))),
        key=lambda k: tuple(map(int, k.split("."))),
    )
    return _LISTS[key]


def found(src: str, release: str) -> list[tuple[int, str, str, str]]:
    return [
        (f.span.line, f.code, f.severity.value, f.raises.message if f.raises else "")
        for f in analysed.findings(textwrap.dedent(src), "script.py", release)
    ]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("name", ["scaled_dot_product_attention", "SDPA", "xformers", "Eager", "flex"])
@pytest.mark.parametrize("checkpoint", ["meta-llama/Llama-3.2-1B", "Qwen/Qwen2.5-0.5B-Instruct", "microsoft/phi-2"])
def test_an_unknown_name_raises_with_the_release_list(release, name, checkpoint):
    src = f"""\
    from transformers import AutoModelForCausalLM
    model = AutoModelForCausalLM.from_pretrained("{checkpoint}", attn_implementation="{name}")
    """
    message = f'Specified `attn_implementation="{name}"` is not supported. The only possible arguments are {_list(release)}'
    assert found(src, release) == [(2, "HF353", "error", message)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "value",
    [
        '"eager"',
        '"sdpa"',
        '"flex_attention"',
        '"flash_attention_2"',
        '"flash_attn"',
        '"paged|sdpa"',
        '"kernels-community/flash-mla"',
        "None",
    ],
)
def test_known_and_other_paths_are_silent(release, value):
    src = f"""\
    from transformers import AutoModelForCausalLM
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", attn_implementation={value})
    """
    assert [f for f in found(src, release) if f[1] == "HF353"] == []


@pytest.mark.parametrize("release", RELEASES)
def test_families_without_every_kernel_are_silent(release):
    src = """\
    from transformers import AutoModelForCausalLM
    a = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", attn_implementation="scaled_dot_product_attention")
    b = AutoModelForCausalLM.from_pretrained("my-org/private-model", attn_implementation="scaled_dot_product_attention")
    c = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", attn_implementation="xformers", trust_remote_code=True)
    """
    assert [f for f in found(src, release) if f[1] == "HF353"] == []


def test_a_flag_default_is_a_warning():
    src = """\
    import argparse
    from transformers import AutoModelForCausalLM
    p = argparse.ArgumentParser()
    p.add_argument("--attn", default="scaled_dot_product_attention")
    args = p.parse_args()
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", attn_implementation=args.attn)
    """
    assert [(line, code, sev) for line, code, sev, _ in found(src, "5.24.0")] == [(6, "HF353", "warning")]
