# classes: 7 8
"""Chat server with a per-request GenerationConfig: a copy of the model's config gets the
request's settings and the chat's stop strings, then goes to generate."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
STOP_STRINGS = ["user", "<|im_end|>"]


def handle_chat(body):
    config = copy.deepcopy(model.generation_config)
    config.max_new_tokens = body.get("max_new_tokens", 8)
    config.do_sample = False
    config.stop_strings = STOP_STRINGS
    enc = tok.apply_chat_template(body["messages"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, generation_config=config)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    print(handle_chat({"messages": [{"role": "user", "content": "hello"}], "max_new_tokens": 6}))
