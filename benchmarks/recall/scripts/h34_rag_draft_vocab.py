# classes: 6 9
"""Long-document QA with Qwen2.5-7B-Instruct, drafted by Qwen2.5-0.5B-Instruct (same
tokenizer family) to speed up answers over retrieved passages."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
DOCS = ["the queen told a story about cats", "the fox jumps over the dog", "a king loved his garden"]


def retrieve(q):
    return max(DOCS, key=lambda d: len(set(q.split()) & set(d.split())))


def answer(model, draft, tok, question):
    messages = [{"role": "user", "content": retrieve(question) + "\n" + question}]
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    print(answer(model, draft, tok, "what did the queen tell"))
