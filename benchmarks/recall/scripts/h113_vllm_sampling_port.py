# classes: 8 2
"""Porting an eval harness from vLLM to transformers: the SamplingParams-style dict is passed to
generate unchanged, top_k=-1 included (vLLM's "no top-k")."""

from transformers import AutoModelForCausalLM, AutoTokenizer

SAMPLING_PARAMS = {"temperature": 0.8, "top_p": 0.95, "top_k": -1}

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

questions = ["What is 2 + 2?", "Name a primary colour."]
for question in questions:
    messages = [{"role": "user", "content": question}]
    text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    inputs = tokenizer(text, return_tensors="pt")
    outputs = model.generate(**inputs, do_sample=True, max_new_tokens=6, **SAMPLING_PARAMS)
    print(tokenizer.decode(outputs[0, inputs.input_ids.shape[1] :], skip_special_tokens=True))
