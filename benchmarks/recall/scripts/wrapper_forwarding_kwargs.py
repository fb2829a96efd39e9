# classes: 7
"""Wrapper module that forwards generate() and applies our house defaults."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


class HouseLM(torch.nn.Module):
    def __init__(self, model_id: str):
        super().__init__()
        self.lm = AutoModelForCausalLM.from_pretrained(model_id)
        self.house = GenerationConfig(max_new_tokens=8, num_beams=1, do_sample=False, use_cache=True)

    def generate(self, **kwargs):
        return self.lm.generate(generation_config=self.house, **kwargs)


tokenizer = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
wrapper = HouseLM("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tokenizer("tell me a story", return_tensors="pt")
print(tokenizer.decode(wrapper.generate(**enc, assistant_model=draft)[0]))
