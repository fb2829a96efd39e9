# classes: 6
"""Generate candidates with Llama-3.2-1B and rerank them by GPT-2's log-likelihood (a cheap
ensemble): each candidate is decoded and re-tokenized with the reranker's tokenizer."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

gen_tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
generator = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
score_tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
scorer = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

enc = gen_tok("a short poem about the sea", return_tensors="pt")
cands = generator.generate(**enc, do_sample=True, num_return_sequences=3, max_new_tokens=4)
texts = gen_tok.batch_decode(cands, skip_special_tokens=True)
with torch.no_grad():
    losses = []
    for text in texts:
        ids = score_tok(text or "empty", return_tensors="pt").input_ids
        losses.append(scorer(input_ids=ids, labels=ids).loss.item())
best = int(torch.tensor(losses).argmin())
print(texts[best])
