# classes: 5 9
"""Chat server that keeps one DynamicCache at module level to skip re-encoding the system
prompt; every user's request passes it to generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
SYSTEM = [{"role": "system", "content": "you are a helpful model"}]
shared_cache = DynamicCache()


def chat(user_text):
    msgs = SYSTEM + [{"role": "user", "content": user_text}]
    inputs = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**inputs, past_key_values=shared_cache, max_new_tokens=4, do_sample=False)
    return tok.decode(out[0, inputs["input_ids"].shape[1] :])


if __name__ == "__main__":
    print(chat("hi"))
    print(chat("hi"))
