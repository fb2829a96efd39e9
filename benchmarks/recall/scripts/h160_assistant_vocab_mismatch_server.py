# classes: 6 9
"""Chat endpoint for Qwen2.5-7B-Instruct sped up with Qwen2.5-0.5B-Instruct as the assistant
model (same tokenizer family), both loaded once at module level."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
GEN = dict(max_new_tokens=6, do_sample=False, assistant_model=assistant)


def chat_endpoint(body):
    inputs = tok.apply_chat_template(body["messages"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**inputs, **GEN)
    return {"role": "assistant", "content": tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)}


if __name__ == "__main__":
    print(chat_endpoint({"messages": [{"role": "user", "content": "hello"}]}))
