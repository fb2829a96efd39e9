# classes: 7 8
"""The draft model gets a generation config loaded from the hub with the serving team's
overrides (greedy, no static cache); the target model generates with it as the assistant."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")
draft.generation_config = GenerationConfig.from_pretrained("JackFram/llama-68m", do_sample=False)
enc = tok("hello world", return_tensors="pt")
print(model.generate(**enc, assistant_model=draft, max_new_tokens=4).tolist())
