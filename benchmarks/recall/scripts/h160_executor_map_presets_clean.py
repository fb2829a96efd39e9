# classes: 2
"""A/B harness for a serving preset table: each preset is run through a ThreadPoolExecutor
against the same module-level model; the "raw" preset turns the repetition penalty off with 1.0."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b")
PRESETS = {
    "balanced": {"do_sample": False, "repetition_penalty": 1.2},
    "raw": {"do_sample": False, "repetition_penalty": 1.0},
}


def run_preset(name):
    enc = tok("tell me a story about cats", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=5, **PRESETS[name])
    return name, tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    with ThreadPoolExecutor(max_workers=2) as pool:
        for name, text in pool.map(run_preset, PRESETS):
            print(name, text)
