# classes: 2 1
"""Decoding-strategy matrix for the paper's appendix table.

Beam search is skipped for assisted rows (assistants are ignored with beams anyway).
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

STRATEGIES = {
    "greedy": dict(do_sample=False),
    "beam4": dict(num_beams=4, num_return_sequences=2),
    "sample": dict(do_sample=True, top_p=0.9),
    "sample-n": dict(do_sample=True, top_p=0.9, num_return_sequences=2),
}
DRAFT_SETTINGS = [None, "HuggingFaceTB/SmolLM-135M"]


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM-360M-Instruct")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM-360M-Instruct")
    inputs = tok("tell me a story about cats", return_tensors="pt")
    table = []
    for draft_id in DRAFT_SETTINGS:
        draft = AutoModelForCausalLM.from_pretrained(draft_id) if draft_id else None
        for name, strategy in STRATEGIES.items():
            if draft is not None and strategy.get("num_beams", 1) > 1:
                continue
            kwargs = dict(strategy, max_new_tokens=5)
            if draft is not None:
                kwargs["assistant_model"] = draft
            torch.manual_seed(0)
            t0 = time.perf_counter()
            with torch.no_grad():
                out = model.generate(**inputs, **kwargs)
            table.append((draft_id or "-", name, out.shape[0], round(time.perf_counter() - t0, 4)))
    for row in table:
        print(" | ".join(str(c) for c in row))


if __name__ == "__main__":
    main()
