# classes: 2 8
"""pass@k on a handful of coding prompts, with prompt lookup decoding to speed up sampling."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
PROBLEMS = [
    "def add(a, b):\n    return",
    "def is_even(n):\n    return",
]
KS = [1, 4]

tok = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)


def passes(src):
    try:
        compile(src, "<sample>", "exec")
        return True
    except SyntaxError:
        return False


for k in KS:
    solved, t0 = 0, time.perf_counter()
    for prob in PROBLEMS:
        ids = tok(prob, return_tensors="pt")
        outs = model.generate(
            **ids,
            do_sample=k > 1,
            temperature=0.8 if k > 1 else None,
            num_return_sequences=k,
            prompt_lookup_num_tokens=5,
            max_new_tokens=8,
        )
        samples = tok.batch_decode(outs, skip_special_tokens=True)
        solved += any(passes(s) for s in samples)
    print(f"pass@{k} = {solved / len(PROBLEMS):.2f} ({time.perf_counter() - t0:.2f}s)")
