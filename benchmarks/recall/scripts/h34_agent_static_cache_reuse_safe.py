# classes: 5 9
"""Agent loop that builds a fresh DynamicCache per step and uses the
0.5B checkpoint as a draft for the 1.5B one; tool results are appended between steps."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
MAX_STEPS = 2


def word_count(text):
    return str(len(text.split()))


def agent_step(model, draft, tokenizer, messages):
    enc = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    cache = DynamicCache()
    with torch.no_grad():
        out = model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=6, do_sample=False)
    return tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN)
    model = AutoModelForCausalLM.from_pretrained(MAIN)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    messages = [{"role": "user", "content": "count the words in: the quick brown fox"}]
    for step in range(MAX_STEPS):
        reply = agent_step(model, draft, tokenizer, messages)
        messages.append({"role": "assistant", "content": reply})
        messages.append({"role": "tool", "content": word_count(reply)})
    print(messages[-2]["content"])


if __name__ == "__main__":
    main()
