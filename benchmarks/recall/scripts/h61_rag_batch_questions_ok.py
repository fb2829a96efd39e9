# classes: 6 2
"""Offline RAG evaluation: questions are embedded as one padded batch for the retriever stub,
but answers are generated one question at a time with a draft model (assisted decoding only
handles a single sequence)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

PASSAGES = ["Paris is the capital of France.", "Water boils at 100 degrees Celsius at sea level."]
QUESTIONS = ["What is the capital of France?", "At what temperature does water boil?"]


def embed(batch):
    with torch.no_grad():
        hidden = model(**batch, output_hidden_states=True).hidden_states[-1]
    mask = batch["attention_mask"].unsqueeze(-1)
    return (hidden * mask).sum(1) / mask.sum(1)


def retrieve(q_vecs, p_vecs):
    sims = torch.nn.functional.cosine_similarity(q_vecs[:, None], p_vecs[None], dim=-1)
    return sims.argmax(-1).tolist()


q_batch = tok(QUESTIONS, return_tensors="pt", padding=True)
p_batch = tok(PASSAGES, return_tensors="pt", padding=True)
best = retrieve(embed(q_batch), embed(p_batch))

for question, idx in zip(QUESTIONS, best):
    prompt = f"{PASSAGES[idx]}\nQ: {question}\nA:"
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=5, do_sample=False)
    print(question, "->", tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
