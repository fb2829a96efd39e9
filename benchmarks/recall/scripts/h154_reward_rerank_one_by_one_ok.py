# classes: 8 9
"""Best-of-n with a reward model, scoring one candidate at a time (no padding needed)."""

import torch
from transformers import AutoModelForCausalLM, AutoModelForSequenceClassification, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
policy = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
reward = AutoModelForSequenceClassification.from_pretrained("openai-community/gpt2", num_labels=1)

enc = tok("the best pet is", return_tensors="pt")
out = policy.generate(**enc, do_sample=True, num_return_sequences=4, max_new_tokens=5, pad_token_id=tok.eos_token_id)
best, best_score = None, float("-inf")
for cand in tok.batch_decode(out, skip_special_tokens=True):
    with torch.no_grad():
        score = reward(**tok(cand, return_tensors="pt")).logits[0, 0].item()
    if score > best_score:
        best, best_score = cand, score
print(best, best_score)
