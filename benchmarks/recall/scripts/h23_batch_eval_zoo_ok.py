# classes: 3 6
"""Evaluation prompts for each (target, draft) pair of the zoo, one prompt at a time
(assisted decoding handles one sequence per call)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

ZOO = [
    ("gpt2", "openai-community/gpt2-large", "distilbert/distilgpt2"),
    ("pythia", "EleutherAI/pythia-1.4b", "EleutherAI/pythia-70m"),
]
PROMPTS = ["the quick brown fox", "once upon a time there lived a king", "tell me about cats"]


def evaluate(target_id, draft_id):
    tok = AutoTokenizer.from_pretrained(target_id)
    model = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    texts = []
    for prompt in PROMPTS:
        single = tok([prompt], return_tensors="pt")
        with torch.no_grad():
            out = model.generate(**single, assistant_model=draft, max_new_tokens=5)
        texts.append(tok.decode(out[0], skip_special_tokens=True))
    return texts


for family, target_id, draft_id in ZOO:
    for line in evaluate(target_id, draft_id):
        print(family, "|", line)
