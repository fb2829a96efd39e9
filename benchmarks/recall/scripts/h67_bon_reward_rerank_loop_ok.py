# classes: 8 2
"""Best-of-n reranking where each candidate is its own assisted call (assisted decoding returns one sequence)."""
import torch
from transformers import AutoModelForCausalLM, AutoModelForSequenceClassification, AutoTokenizer

POLICY = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
N = 3

tok = AutoTokenizer.from_pretrained(POLICY)
policy = AutoModelForCausalLM.from_pretrained(POLICY)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
reward = AutoModelForSequenceClassification.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", num_labels=1)
reward.config.pad_token_id = tok.pad_token_id or tok.eos_token_id

sampling = dict(do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=5)


def best_of_n(prompt, n=N):
    enc = tok(prompt, return_tensors="pt")
    candidates = []
    for seed in range(n):
        torch.manual_seed(seed)
        ids = policy.generate(**enc, assistant_model=draft, **sampling)
        candidates.append(tok.decode(ids[0, enc.input_ids.shape[1]:], skip_special_tokens=True))
    with torch.no_grad():
        batch = tok([prompt + c for c in candidates], return_tensors="pt", padding=True)
        scores = reward(**batch).logits[:, 0]
    return candidates[int(torch.argmax(scores))], scores.tolist()


print(best_of_n("Name a primary colour:"))
