# classes: 8 5
"""Agent step function written against the newest generate signature: the cache object is
handed over as cache= and reused by the next step through the returned output."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "Qwen/Qwen3-0.6B"
TOOLS = {"echo": lambda s: s.upper()}


def step(model, tok, messages, cache):
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, cache=cache, max_new_tokens=5, do_sample=False)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    messages = [{"role": "user", "content": "say hello world"}]
    reply = step(model, tok, messages, DynamicCache())
    messages += [{"role": "assistant", "content": reply}, {"role": "tool", "content": TOOLS["echo"](reply)}]
    print(messages)


if __name__ == "__main__":
    main()
