"""A `try` whose body starts with writes that cannot raise (settings on a model's generation
config) reaches its handlers only after them: the handler's call sees those settings."""

from __future__ import annotations

import analysed

_SCRIPT = """\
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def build_wrapper(m):
    try:
{writes}        return TorchExportableModuleWithStaticCache(m, batch_size=None, max_cache_len=None)
    except ValueError:
        return TorchExportableModuleWithStaticCache(m, batch_size=1, max_cache_len=64)


wrapper = build_wrapper(model)
"""

_WRITES = '        m.generation_config.use_cache = True\n        m.generation_config.cache_implementation = "static"\n'


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.span.line, f.code) for f in analysed.findings(source, "script.py", "5.23.0"))


def test_handler_starts_after_the_quiet_writes():
    assert codes(_SCRIPT.format(writes=_WRITES)) == []


def test_without_the_writes_the_body_raises_first():
    assert codes(_SCRIPT.format(writes="")) == [(9, "HF202")]


def test_a_write_after_a_call_that_may_raise_does_not_count():
    late = _SCRIPT.format(writes="        print(len(m.config.to_dict()))\n" + _WRITES)
    assert (14, "HF202") in codes(late)  # (the handler's call: it may start before the writes)
