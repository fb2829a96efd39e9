"""Same-family draft for a Qwen2.5 chat model, reached through helpers three calls deep."""
# classes: 6 9
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer


def chat_prompt(tok, question):
    messages = [{"role": "user", "content": question}]
    if getattr(tok, "chat_template", None):
        return tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    return question


def speculative_reply(model, draft, tok, question):
    enc = tok(chat_prompt(tok, question), return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=5, do_sample=False)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def session(questions):
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    return [speculative_reply(model, draft, tok, q) for q in questions]


def main():
    for reply in session(["who is the king", "tell me about dogs"]):
        print(reply)
    return 0


if __name__ == "__main__":
    sys.exit(main())
