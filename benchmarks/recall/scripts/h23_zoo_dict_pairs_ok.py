# classes: 6 2
"""Speculative decoding speed-up across model families (drafts of other sizes too).

Pairs whose embedding matrices differ go through universal assisted decoding, which
needs both tokenizers.
"""
import json
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ZOO = {
    "llama-3.2": ("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct"),
    "qwen2.5": ("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    "smollm2": ("HuggingFaceTB/SmolLM2-1.7B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"),
}

PROMPT = "tell me a story about the king and the queen"
MAX_NEW_TOKENS = 8


def load(model_id):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    return tok, model


def speculative_kwargs(target, draft, target_tok, draft_tok):
    kwargs = {"assistant_model": draft}
    if target.config.vocab_size != draft.config.vocab_size:
        kwargs["tokenizer"] = target_tok
        kwargs["assistant_tokenizer"] = draft_tok
    return kwargs


def main():
    results = []
    for name, (target_id, draft_id) in MODEL_ZOO.items():
        target_tok, target = load(target_id)
        draft_tok, draft = load(draft_id)
        inputs = target_tok(PROMPT, return_tensors="pt")
        extra = speculative_kwargs(target, draft, target_tok, draft_tok)
        start = time.perf_counter()
        with torch.no_grad():
            out = target.generate(**inputs, max_new_tokens=MAX_NEW_TOKENS, do_sample=False, **extra)
        elapsed = time.perf_counter() - start
        results.append({"family": name, "seconds": round(elapsed, 4), "new_tokens": out.shape[-1] - inputs["input_ids"].shape[-1]})
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
