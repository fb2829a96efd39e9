# classes: 2 9
"""Ablation over decoding settings for a summarization eval set (JSONL).

Each variant is a dict of generate kwargs; for each one the script writes
outputs and wall time to ablation_<name>.jsonl so the notebook can compare.
"""
import json
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

DOCS = [
    "The committee met on Tuesday and agreed to extend the library's opening hours.",
    "Sales rose by ten percent in the third quarter, driven by online orders.",
]

VARIANTS = {
    "greedy": {"do_sample": False},
    "lookup": {"do_sample": False, "prompt_lookup_num_tokens": 3},
    "lookup_nocache": {"do_sample": False, "prompt_lookup_num_tokens": 3, "use_cache": False},
}


def run_variant(model, tok, name, kwargs):
    start = time.perf_counter()
    with open(f"ablation_{name}.jsonl", "w") as fh:
        for doc in DOCS:
            enc = tok(f"Summarize: {doc}\nSummary:", return_tensors="pt")
            out = model.generate(**enc, max_new_tokens=8, **kwargs)
            text = tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)
            fh.write(json.dumps({"doc": doc[:30], "summary": text}) + "\n")
    return time.perf_counter() - start


def main():
    tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
    model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
    timings = {}
    for name, kwargs in VARIANTS.items():
        timings[name] = run_variant(model, tok, name, kwargs)
    print(json.dumps(timings, indent=2))


if __name__ == "__main__":
    main()
