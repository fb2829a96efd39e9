"""HF121 names what Python names: of a `from transformers import A, B, ...` statement, the first
name the release does not export, in statement order; silent when a name before it is one hflint
cannot decide (runs: catalog/HF121.toml, h127's on 4.57.6, 5.0.0 and 5.24.0)."""

from __future__ import annotations

import pytest

import analysed


def named(source: str, release: str) -> list[tuple[str, str | None]]:
    out = []
    for f in analysed.findings(source, "imports.py", release):
        message = f.raises.message if f.raises is not None else ""
        name = message.split("'")[1] if message.startswith("cannot import name '") else None
        out.append((f.code, name))
    return out


CORPUS = "from transformers import AutoModelForCausalLM, AutoTokenizer, QuantizedCacheConfig, QuantoQuantizedCache\n"


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.15.0", "5.24.0"])
def test_the_first_missing_name_is_named(release: str) -> None:
    # (4.57 has QuantoQuantizedCache, no release has QuantizedCacheConfig: Python stops there)
    assert named(CORPUS, release) == [("HF121", "QuantizedCacheConfig")]


ORDERED = [("4.57.6", "QuantizedCacheConfig"), ("5.0.0", "QuantoQuantizedCache"), ("5.24.0", "QuantoQuantizedCache")]


@pytest.mark.parametrize(("release", "name"), ORDERED)
def test_statement_order_decides(release: str, name: str) -> None:
    source = "from transformers import QuantoQuantizedCache, QuantizedCacheConfig\n"
    assert named(source, release) == [("HF121", name)]


@pytest.mark.parametrize("release", ["5.0.0", "5.24.0"])
def test_two_removed_classes_one_error(release: str) -> None:
    assert named("from transformers import HybridCache, SlidingWindowCache\n", release) == [("HF121", "HybridCache")]
    assert named("from transformers import SlidingWindowCache, HybridCache\n", release) == [("HF121", "SlidingWindowCache")]


@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_an_undecided_name_before_keeps_it_silent(release: str) -> None:
    # (a name hflint cannot tell about may be the one Python names)
    assert named("from transformers import NotAThingAtAll, HybridCache\n", release) == []
    assert named("from transformers import NotAThingAtAll, QuantizedCacheConfig\n", release) == []


def test_a_removed_pipeline_class_before_is_its_own_error() -> None:
    assert named("from transformers import SummarizationPipeline, HybridCache\n", "5.24.0") == [
        ("HF165", "SummarizationPipeline")
    ]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_many_exported_names_before(release: str) -> None:
    source = (
        "from transformers import (\n"
        "    BitsAndBytesConfig,\n"
        "    DynamicCache,\n"
        "    GenerationConfig,\n"
        "    StaticCache as SC,\n"
        "    TextStreamer,\n"
        "    pipeline,\n"
        "    set_seed,\n"
        "    CacheConfig,\n"
        ")\n"
    )
    assert named(source, release) == [("HF121", "CacheConfig")]


@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_cache_utils_module(release: str) -> None:
    assert named("from transformers.cache_utils import DynamicCache, StaticCacheConfig\n", release) == [
        ("HF121", "StaticCacheConfig")
    ]
    assert named("from transformers.cache_utils import SomeHelper, StaticCacheConfig\n", release) == []


def test_4_57_has_the_classes_5_0_removed() -> None:
    assert named("from transformers import HybridCache, OffloadedCache\n", "4.57.6") == []
