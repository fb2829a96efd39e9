# classes: 8 2
"""Small hyper-parameter search over decoding settings for a summarization-style eval; the
best setting is saved as generation_config.json next to the results for later runs."""
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SEARCH_SPACE = [
    {"temperature": 0.3},
    {"temperature": 0.7, "top_p": 0.9},
]
BASE = {"max_new_tokens": 6, "repetition_penalty": 1.1}


def score(text):
    words = text.split()
    return len(set(words)) / max(len(words), 1)


def main():
    tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
    model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    enc = tok("Summary of the meeting notes:", return_tensors="pt")
    best, best_score = None, -1.0
    for point in SEARCH_SPACE:
        cfg = GenerationConfig(**BASE, **point)
        out = model.generate(**enc, generation_config=cfg)
        s = score(tok.decode(out[0], skip_special_tokens=True))
        if s > best_score:
            best, best_score = cfg, s
    out_dir = tempfile.mkdtemp(prefix="decoding-search-")
    best.save_pretrained(out_dir)
    print("saved", os.listdir(out_dir), "score", round(best_score, 3))


if __name__ == "__main__":
    main()
