# classes: 6 8
"""Creative RAG answers with sampling: Qwen2.5-7B-Instruct drafted by Qwen2.5-0.5B-Instruct,
both tokenizers passed so universal assisted decoding handles the vocabulary difference."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
DOCS = ["the queen told a story about cats", "the fox jumps over the dog", "a king loved his garden"]


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    draft_tok = AutoTokenizer.from_pretrained(DRAFT)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    question = "tell me a story about the king"
    context = [d for d in DOCS if "king" in d or "story" in d]
    messages = [{"role": "system", "content": " ".join(context)}, {"role": "user", "content": question}]
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok,
                         do_sample=True, temperature=0.8, max_new_tokens=6)
    print(tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
