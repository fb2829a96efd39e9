# classes: 1
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

MODE = os.environ.get("GEN_MODE", "draft")
MODEL_ID = "meta-llama/Llama-2-7b-chat-hf"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

if MODE == "draft":
    assistant = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
else:
    assistant = None

# torch.compile path wants a static cache; only for the non-draft mode
if MODE != "draft":
    model.generation_config.cache_implementation = "static"

inputs = tokenizer("tell me a story about a king", return_tensors="pt")
output = model.generate(**inputs, assistant_model=assistant, max_new_tokens=8)
print(tokenizer.decode(output[0], skip_special_tokens=True))
