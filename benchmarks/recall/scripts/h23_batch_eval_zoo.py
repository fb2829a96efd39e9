# classes: 3 6
"""Batched evaluation prompts for each (target, draft) pair of the zoo."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

ZOO = [
    ("gpt2", "openai-community/gpt2-large", "distilbert/distilgpt2"),
    ("pythia", "EleutherAI/pythia-1.4b", "EleutherAI/pythia-70m"),
]
PROMPTS = ["the quick brown fox", "once upon a time there lived a king", "tell me about cats"]


def evaluate(target_id, draft_id):
    tok = AutoTokenizer.from_pretrained(target_id)
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    batch = tok(PROMPTS, return_tensors="pt", padding=True)
    with torch.no_grad():
        out = model.generate(**batch, assistant_model=draft, max_new_tokens=5, pad_token_id=tok.pad_token_id)
    return tok.batch_decode(out, skip_special_tokens=True)


for family, target_id, draft_id in ZOO:
    for line in evaluate(target_id, draft_id):
        print(family, "|", line)
