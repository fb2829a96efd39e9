# classes: 4 6
"""Pipeline recipe with device_map="auto" and torch_dtype, plus a draft object.

A blog's pipeline snippet, to which an assistant model object was added; the draft is
the Qwen 0.5B itself for the 1.5B main model, so the vocabularies agree.
"""

import torch
from transformers import AutoModelForCausalLM, pipeline

draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float32)

pipe = pipeline(
    "text-generation",
    model="Qwen/Qwen2.5-1.5B-Instruct",
    device_map="auto",
    torch_dtype=torch.float32,
    assistant_model=draft,
)

messages = [{"role": "user", "content": "Tell me a joke."}]
result = pipe(messages, max_new_tokens=6, do_sample=False)
print(result[0]["generated_text"][-1])
