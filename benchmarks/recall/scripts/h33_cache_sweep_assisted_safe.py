# classes: 2 8
"""Cache-implementation sweep for a speculative-decoding benchmark: the draft only runs on the
default cache; the other cache settings are timed without it and the wall time of each is recorded."""
import itertools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

CACHE_IMPLS = [None, "dynamic", "static"]
DRAFT_LENGTHS = [3]


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    target = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    enc = tok("In 1969 the first humans landed on", return_tensors="pt")
    results = []
    for cache_impl, n_draft in itertools.product(CACHE_IMPLS, DRAFT_LENGTHS):
        draft.generation_config.num_assistant_tokens = n_draft
        gen_kwargs = {"max_new_tokens": 8, "do_sample": False}
        if cache_impl is None:
            gen_kwargs["assistant_model"] = draft
        else:
            gen_kwargs["cache_implementation"] = cache_impl
        t0 = time.perf_counter()
        target.generate(**enc, **gen_kwargs)
        results.append((cache_impl or "default", n_draft, time.perf_counter() - t0))
    for impl, n_draft, sec in results:
        print(f"{impl:<10} draft={n_draft} {sec:.3f}s")


if __name__ == "__main__":
    main()
