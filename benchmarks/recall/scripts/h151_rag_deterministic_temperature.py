# classes: 8
"""Grounded answers should be deterministic: the RAG helper samples with temperature 0.0
(as an OpenAI-style API would take it)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def rag_answer(question, passages, temperature=0.0, top_p=1.0):
    prompt = "Context:\n" + "\n".join(passages) + f"\nQuestion: {question}\nAnswer:"
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=temperature, top_p=top_p, max_new_tokens=5)
    return tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)


print(rag_answer("Who lived there?", ["A king lived in a garden."]))
