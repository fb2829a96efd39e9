# classes: 8 2
"""Porting an eval harness from vLLM to transformers: vLLM's top_k=-1 is mapped to 0 (top-k off)
before the settings go to generate."""

from transformers import AutoModelForCausalLM, AutoTokenizer

SAMPLING_PARAMS = {"temperature": 0.8, "top_p": 0.95, "top_k": -1}


def hf_sampling(params):
    kwargs = dict(params)
    if kwargs.get("top_k", 0) < 0:
        kwargs["top_k"] = 0
    return kwargs


tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

for question in ["What is 2 + 2?", "Name a primary colour."]:
    messages = [{"role": "user", "content": question}]
    text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    inputs = tokenizer(text, return_tensors="pt")
    outputs = model.generate(**inputs, do_sample=True, max_new_tokens=6, **hf_sampling(SAMPLING_PARAMS))
    print(tokenizer.decode(outputs[0, inputs.input_ids.shape[1] :], skip_special_tokens=True))
