"""Phi-3.5-mini-instruct target drafted by Phi-3-mini-4k-instruct (shared 32064 vocabulary)."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def load(repo: str):
    model = AutoModelForCausalLM.from_pretrained(repo, torch_dtype=torch.float32)
    model.eval()
    return model


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("microsoft/Phi-3.5-mini-instruct")
    target = load("microsoft/Phi-3.5-mini-instruct")
    draft = load("microsoft/Phi-3-mini-4k-instruct")
    messages = [{"role": "user", "content": "tell me about the garden"}]
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=6, num_assistant_tokens=3)
    print(tok.decode(out[0][enc["input_ids"].shape[-1]:]))
