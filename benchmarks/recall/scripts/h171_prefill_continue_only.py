# classes: 7
"""Prefilled assistant turn so the model continues it: the generation prompt is added only for
fresh conversations."""
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)


def build_inputs(messages, prefill=None):
    if prefill is not None:
        messages = messages + [{"role": "assistant", "content": prefill}]
    return tok.apply_chat_template(
        messages,
        add_generation_prompt=prefill is None,
        continue_final_message=prefill is not None,
        return_tensors="pt",
        return_dict=True,
    )


def complete(messages, prefill=None):
    inputs = build_inputs(messages, prefill)
    out = model.generate(**inputs, max_new_tokens=6, do_sample=False)
    return (prefill or "") + tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


msgs = [{"role": "user", "content": "list three colors"}]
print(complete(msgs))
print(complete(msgs, prefill="Sure! red green"))
