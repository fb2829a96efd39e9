"""h133: generate and other transformers calls reached through thread pools and callbacks.

- `fut = pool.submit(model.generate, ...)` (a transformers callable: a model's or a generation
  config's method, a pipeline, a class of transformers): the future keeps the error until
  `fut.result()` raises it there, so the finding is on that line, and there is none when nothing
  takes the result. A function of the file submitted is walked at the submit as before (its own
  lines are in the traceback).
- No fix adds a keyword to `fut.result()` or to `loop.run_in_executor(...)`, which hand none on.
- A generation config's `save_pretrained` / `validate` / `update` and an export wrapper's
  `export` / `forward` read as values (handed to a pool, kept in a list of callbacks) are the
  method when called.
- A function of the file that appends to a list of the module (a registering decorator's
  `HOOKS.append(fn)`) grows the module's list.

Runs behind every expectation (tests/groundtruth/trial.py; benchmarks/README.md, section h133):
the flagged fixtures h133_* raise and the clean fixtures fp1850-fp1855 run on 4.57.6, 5.13.1,
5.14.0, 5.15.0, 5.23.0 and 5.24.0; the scripts h133_pool_submit_assisted_nocache,
h133_pool_pipeline_generate_kwargs, h133_pool_save_generation_config and
h133_hooks_kwargs_dynamic_draft were labelled by real runs on 4.57.6, 5.15.0, 5.23.0, 5.24.0.
"""

from __future__ import annotations

import pytest

import analysed

HEAD = """\
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, GenerationConfig

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
"""
FIRST = HEAD.count("\n") + 1  # the line number of the first line after HEAD

RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def _found(source: str, release: str = "5.23.0") -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(HEAD + source, "pool.py", release)]


@pytest.mark.parametrize("release", RELEASES)
def test_submitted_generate_raises_where_its_result_is_taken(release: str) -> None:
    src = """\
with ThreadPoolExecutor(max_workers=1) as pool:
    fut = pool.submit(model.generate, assistant_model=draft, use_cache=False, max_new_tokens=5)
    print("submitted")
    out = fut.result()
"""
    assert _found(src, release) == [("HF101", FIRST + 3)]


def test_future_whose_result_nobody_takes_raises_nothing() -> None:
    src = """\
with ThreadPoolExecutor(max_workers=1) as pool:
    fut = pool.submit(model.generate, assistant_model=draft, use_cache=False, max_new_tokens=5)
    print(fut.exception())
"""
    assert _found(src) == []


def test_submit_and_result_on_one_line_stay_found() -> None:
    src = """\
with ThreadPoolExecutor(max_workers=1) as pool:
    out = pool.submit(model.generate, assistant_model=draft, use_cache=False).result()
"""
    assert _found(src) == [("HF101", FIRST + 1)]


def test_function_of_the_file_submitted_is_found_inside_it() -> None:
    src = """\
def job(use_cache):
    return model.generate(assistant_model=draft, use_cache=use_cache, max_new_tokens=5)


with ThreadPoolExecutor(max_workers=1) as pool:
    fut = pool.submit(job, False)
    fut.result()
"""
    assert _found(src) == [("HF101", FIRST + 1)]


def test_no_keyword_fix_goes_into_result_call() -> None:
    src = """\
model.generation_config.use_cache = False
with ThreadPoolExecutor(max_workers=1) as pool:
    fut = pool.submit(model.generate, assistant_model=draft, max_new_tokens=5)
    out = fut.result()
"""
    (finding,) = analysed.findings(HEAD + src, "pool.py", "5.23.0")
    assert (finding.code, finding.span.line) == ("HF101", FIRST + 3)
    edited = {e.span.line for fix in finding.fixes for e in fix.edits if not fix.title.startswith("Ignore")}
    assert edited == {FIRST}  # (the write of use_cache, never `fut.result(use_cache=True)`)


def test_no_keyword_fix_goes_into_run_in_executor() -> None:
    src = """\
import asyncio
import functools

model.generation_config.use_cache = False


async def main():
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, functools.partial(model.generate, assistant_model=draft, max_new_tokens=5))


asyncio.run(main())
"""
    (finding,) = analysed.findings(HEAD + src, "pool.py", "5.23.0")
    assert finding.code == "HF101"
    edited = {e.span.line for fix in finding.fixes for e in fix.edits if not fix.title.startswith("Ignore")}
    assert edited == {FIRST + 3}


def test_pipeline_submitted_raises_where_its_result_is_taken() -> None:
    src = """\
from transformers import pipeline

pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
with ThreadPoolExecutor(max_workers=1) as pool:
    job = pool.submit(pipe, "once upon a time", generate_kwargs={"max_new_tokens": 5})
    print(job.result())
"""
    assert _found(src) == [("HF123", FIRST + 5)]


@pytest.mark.parametrize("release", RELEASES)
def test_config_save_method_handed_to_a_pool(release: str) -> None:
    src = """\
gc = GenerationConfig(do_sample=False, temperature=0.3)
with ThreadPoolExecutor(max_workers=1) as pool:
    pool.submit(gc.save_pretrained, "out").result()
"""
    assert _found(src, release) == [("HF136", FIRST + 2)]


def test_config_save_method_in_a_list_of_callbacks() -> None:
    src = """\
gc = GenerationConfig(do_sample=False, top_p=0.8)
for callback in [print, gc.save_pretrained]:
    callback("out")
"""
    assert _found(src) == [("HF136", FIRST + 2)]


def test_valid_config_save_method_is_silent() -> None:
    src = """\
gc = GenerationConfig(do_sample=True, top_p=0.8)
save = gc.save_pretrained
save("out")
"""
    assert _found(src) == []


def test_save_of_one_of_several_configs_or_none_stays_silent() -> None:
    src = """\
import sys

best = None
for t in (0.3, 0.7):
    cfg = GenerationConfig(do_sample=False, temperature=t)
    if len(sys.argv) > 3:
        best = cfg
best.save_pretrained("out")
"""
    assert _found(src) == []


def test_export_method_as_a_value() -> None:
    src = """\
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
run_export = exportable.export
run_export()
"""
    assert _found(src) == [("HF210", FIRST + 6)]


@pytest.mark.parametrize("release", RELEASES)
def test_decorator_registering_into_a_module_list(release: str) -> None:
    src = """\
HOOKS = []


def hook(fn):
    HOOKS.append(fn)
    return fn


@hook
def low_memory(kw):
    kw["use_cache"] = False


kwargs = {"assistant_model": draft, "max_new_tokens": 5}
for h in HOOKS:
    h(kwargs)
model.generate(**kwargs)
"""
    assert _found(src, release) == [("HF101", FIRST + 16)]


def test_later_hook_of_the_registry_turns_the_cache_back_on() -> None:
    src = """\
HOOKS = []


def hook(fn):
    HOOKS.append(fn)
    return fn


@hook
def low_memory(kw):
    kw["use_cache"] = False


@hook
def speculative(kw):
    kw["use_cache"] = True


kwargs = {"assistant_model": draft, "max_new_tokens": 5}
for h in HOOKS:
    h(kwargs)
model.generate(**kwargs)
"""
    assert _found(src) == []


def test_local_list_of_the_same_name_is_not_the_module_list() -> None:
    src = """\
HOOKS = []


def collect(fn):
    HOOKS = []
    HOOKS.append(fn)
    return HOOKS


def low_memory(kw):
    kw["use_cache"] = False


collect(low_memory)
kwargs = {"assistant_model": draft, "max_new_tokens": 5}
for h in HOOKS:
    h(kwargs)
model.generate(**kwargs)
"""
    assert _found(src) == []


def test_executor_future_awaited_a_line_later() -> None:
    src = """\
import asyncio
import functools


async def main():
    loop = asyncio.get_running_loop()
    job = functools.partial(model.generate, assistant_model=draft, use_cache=False, max_new_tokens=5)
    fut = loop.run_in_executor(None, job)
    print("waiting")
    return await fut


asyncio.run(main())
"""
    assert _found(src) == [("HF101", FIRST + 9)]


def test_to_thread_coroutine_awaited_a_line_later() -> None:
    src = """\
import asyncio


async def main():
    coro = asyncio.to_thread(model.generate, assistant_model=draft, use_cache=False, max_new_tokens=5)
    print("waiting")
    return await coro


asyncio.run(main())
"""
    assert _found(src) == [("HF101", FIRST + 6)]


def test_executor_future_never_awaited_raises_nothing() -> None:
    src = """\
import asyncio
import functools


async def main():
    loop = asyncio.get_running_loop()
    job = functools.partial(model.generate, assistant_model=draft, use_cache=False, max_new_tokens=5)
    fut = loop.run_in_executor(None, job)
    await asyncio.wait([fut])


asyncio.run(main())
"""
    assert _found(src) == []


def test_list_of_futures_collected_with_as_completed() -> None:
    src = """\
from concurrent.futures import as_completed

JOBS = [dict(max_new_tokens=4), dict(max_new_tokens=4, assistant_model=draft, use_cache=False)]
with ThreadPoolExecutor(max_workers=1) as pool:
    futures = [pool.submit(model.generate, **kw) for kw in JOBS]
    for fut in as_completed(futures):
        print(fut.result())
"""
    assert _found(src) == [("HF101", FIRST + 6)]


def test_export_wrapper_made_by_a_pool_gets_no_fix_on_the_pool_call() -> None:
    # `pool.submit(Wrapper, model, ...)`: the call's first argument is the wrapper class, not the
    # model; a fix built from it wrote `TorchExportableModuleWithStaticCache.generation_config...`
    # (five times, the chain retrying it). The finding stays, without that fix or a repeated note.
    source = (
        "from concurrent.futures import ThreadPoolExecutor\n\n"
        "from transformers import AutoModelForCausalLM\n"
        "from transformers.integrations.executorch import TorchExportableModuleWithStaticCache\n\n"
        'model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")\n'
        "with ThreadPoolExecutor(max_workers=1) as pool:\n"
        "    w = pool.submit(TorchExportableModuleWithStaticCache, model, batch_size=1, max_cache_len=32).result()\n"
    )
    (finding,) = [f for f in analysed.findings(source, "job.py", "5.23.0") if f.code == "HF202"]
    inserted = [e.new_text for fix in finding.fixes for e in fix.edits if not fix.title.startswith("Ignore")]
    assert not any("TorchExportableModuleWithStaticCache." in text for text in inserted)
    assert not any("would also raise HF202" in note for note in finding.notes)
