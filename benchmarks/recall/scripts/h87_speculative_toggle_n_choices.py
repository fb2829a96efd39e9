# classes: 7 2
"""A completion endpoint where each request may switch on speculative decoding with a small draft
model and ask for n alternatives; the handler builds generate's keywords from the request."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)


def complete(payload: dict) -> list[str]:
    gen_kwargs = {
        "max_new_tokens": payload.get("max_tokens", 8),
        "do_sample": payload.get("temperature", 0) > 0,
        "num_return_sequences": payload.get("n", 1),
    }
    if gen_kwargs["do_sample"]:
        gen_kwargs["temperature"] = payload["temperature"]
    if payload.get("speculative", False):
        gen_kwargs["assistant_model"] = draft
    enc = tokenizer(payload["prompt"], return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, **gen_kwargs)
    return tokenizer.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(complete({"prompt": "once upon a time", "temperature": 0.8}))
    print(complete({"prompt": "once upon a time", "temperature": 0.8, "n": 2, "speculative": True}))
