# classes: 8
"""Weight-only quantization with optimum-quanto via QuantoConfig (an unsupported bit width)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, QuantoConfig

qconfig = QuantoConfig(weights="int3")
name = "facebook/opt-350m"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, quantization_config=qconfig)
enc = tok("Hello, my name is", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=5)[0]))
