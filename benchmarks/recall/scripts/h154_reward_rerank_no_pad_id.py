# classes: 8 9
"""Best-of-n with a reward model: sample four answers from the policy, score all four in one
batch with a GPT-2 sequence-classification head, keep the highest-scoring one."""

import torch
from transformers import AutoModelForCausalLM, AutoModelForSequenceClassification, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token
policy = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
reward = AutoModelForSequenceClassification.from_pretrained("openai-community/gpt2", num_labels=1)

enc = tok("the best pet is", return_tensors="pt")
out = policy.generate(**enc, do_sample=True, num_return_sequences=4, max_new_tokens=5, pad_token_id=tok.eos_token_id)
cands = tok.batch_decode(out, skip_special_tokens=True)
batch = tok(cands, return_tensors="pt", padding=True)
with torch.no_grad():
    scores = reward(**batch).logits.squeeze(-1)
print(cands[int(scores.argmax())])
