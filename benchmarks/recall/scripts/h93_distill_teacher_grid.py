# classes: 2 9
"""Teacher data synthesis for distillation: every prompt is pushed through several
decoding settings, each asked for the same number of candidates, and written to JSONL."""
import json
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TEACHER = "Qwen/Qwen2.5-0.5B-Instruct"
N_PER_SETTING = 3

SETTINGS = {
    "greedy": {"do_sample": False},
    "warm": {"do_sample": True, "temperature": 0.7, "top_p": 0.9},
    "hot": {"do_sample": True, "temperature": 1.2, "top_k": 50},
}

PROMPTS = [
    "Explain why the sky is blue in one sentence.",
    "Give a synonym for 'quick'.",
]


def main():
    tok = AutoTokenizer.from_pretrained(TEACHER)
    model = AutoModelForCausalLM.from_pretrained(TEACHER)
    model.eval()
    out_path = os.path.join(tempfile.mkdtemp(), "distill.jsonl")
    with open(out_path, "w") as fh:
        for prompt in PROMPTS:
            enc = tok(prompt, return_tensors="pt")
            for name, kw in SETTINGS.items():
                with torch.no_grad():
                    out = model.generate(
                        **enc,
                        max_new_tokens=8,
                        num_return_sequences=N_PER_SETTING,
                        **kw,
                    )
                texts = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
                for t in texts:
                    fh.write(json.dumps({"prompt": prompt, "setting": name, "completion": t}) + "\n")
    print("wrote", out_path)


if __name__ == "__main__":
    main()
