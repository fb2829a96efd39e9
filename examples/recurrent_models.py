"""Prompt-lookup decoding tried on recurrent and cache-less architectures."""
from transformers import AutoTokenizer, MambaForCausalLM, XLNetLMHeadModel

tokenizer = AutoTokenizer.from_pretrained("state-spaces/mamba-130m-hf")
mamba = MambaForCausalLM.from_pretrained("state-spaces/mamba-130m-hf")
inputs = tokenizer("def fibonacci(n):", return_tensors="pt")
mamba.generate(**inputs, prompt_lookup_num_tokens=10, max_new_tokens=64)

xlnet_tokenizer = AutoTokenizer.from_pretrained("xlnet/xlnet-base-cased")
xlnet = XLNetLMHeadModel.from_pretrained("xlnet/xlnet-base-cased")
ids = xlnet_tokenizer("The weather today is", return_tensors="pt").input_ids
xlnet.generate(ids, prompt_lookup_num_tokens=3, max_new_tokens=16)
