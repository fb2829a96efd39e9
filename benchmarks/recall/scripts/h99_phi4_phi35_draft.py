# classes: 6
"""phi-4 card quickstart (transformers pipeline with chat messages) sped up with Phi-3.5-mini as the
pipeline's assistant model, loaded as an object."""
from transformers import AutoModelForCausalLM, pipeline

draft = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")
pipeline_ = pipeline("text-generation", model="microsoft/phi-4", model_kwargs={"torch_dtype": "auto"}, assistant_model=draft)
messages = [
    {"role": "system", "content": "You are a medieval knight and must provide explanations to modern people."},
    {"role": "user", "content": "How should I explain the Internet?"},
]
outputs = pipeline_(messages, max_new_tokens=8)
print(outputs[0]["generated_text"][-1])
