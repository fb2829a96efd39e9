# classes: 6 7
"""Cross-family speculative decoding (target: Llama 3.2, draft: SmolLM2).

Helper module style: everything goes through run_experiment() so that the notebook can
import it. Only the target tokenizer is passed: the draft tokenizer is loaded for
decoding the draft's own output in the debug path.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {
    "target": "meta-llama/Llama-3.2-1B-Instruct",
    "draft": "HuggingFaceTB/SmolLM2-135M-Instruct",
    "max_new_tokens": 8,
    "debug": False,
}


def load_tokenizers(cfg):
    return AutoTokenizer.from_pretrained(cfg["target"]), AutoTokenizer.from_pretrained(cfg["draft"])


def load_models(cfg):
    target = AutoModelForCausalLM.from_pretrained(cfg["target"])
    draft = AutoModelForCausalLM.from_pretrained(cfg["draft"])
    return target, draft


def encode(tokenizer, text):
    return tokenizer(text, return_tensors="pt")


def speculative_generate(target, draft, tokenizer, inputs, max_new_tokens):
    return target.generate(
        **inputs,
        assistant_model=draft,
        tokenizer=tokenizer,
        max_new_tokens=max_new_tokens,
        do_sample=False,
    )


def debug_draft(draft, draft_tokenizer, text):
    ids = encode(draft_tokenizer, text)
    out = draft.generate(**ids, max_new_tokens=4)
    print("draft alone:", draft_tokenizer.decode(out[0]))


def run_experiment(cfg, prompt):
    tok, draft_tok = load_tokenizers(cfg)
    target, draft = load_models(cfg)
    if cfg["debug"]:
        debug_draft(draft, draft_tok, prompt)
    inputs = encode(tok, prompt)
    start = time.perf_counter()
    with torch.inference_mode():
        out = speculative_generate(target, draft, tok, inputs, cfg["max_new_tokens"])
    return tok.decode(out[0], skip_special_tokens=True), time.perf_counter() - start


if __name__ == "__main__":
    text, seconds = run_experiment(CONFIG, "tell me a story about cats")
    print(f"{seconds:.2f}s: {text}")
