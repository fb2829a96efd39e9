# classes: 6 8
"""Gemma 2 speculative decoding: 9B-it target, 2B-it draft (same 256k vocabulary).

Settings come from a JSON-like dict so that the run can be reproduced from the log.
"""
import json
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

RUN = {
    "target": "google/gemma-2-9b-it",
    "draft": "google/gemma-2-2b-it",
    "max_new_tokens": 6,
    "num_assistant_tokens": 3,
    "prompts": ["tell me a story about the king", "hello world"],
}


def chat(tok, text):
    messages = [{"role": "user", "content": text}]
    return tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)


def load(run):
    tok = AutoTokenizer.from_pretrained(run["target"])
    target = AutoModelForCausalLM.from_pretrained(run["target"], dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(run["draft"], dtype=torch.float32)
    return tok, target, draft


def speculate(target, draft, inputs, run):
    return target.generate(
        **inputs,
        assistant_model=draft,
        num_assistant_tokens=run["num_assistant_tokens"],
        max_new_tokens=run["max_new_tokens"],
    )


def main(run):
    tok, target, draft = load(run)
    log = []
    for text in run["prompts"]:
        inputs = chat(tok, text)
        t0 = time.perf_counter()
        with torch.inference_mode():
            out = speculate(target, draft, inputs, run)
        log.append({"prompt": text, "seconds": time.perf_counter() - t0, "len": int(out.shape[-1])})
    print(json.dumps({"run": {k: v for k, v in run.items() if k != "prompts"}, "log": log}, indent=1))


if __name__ == "__main__":
    main(RUN)
