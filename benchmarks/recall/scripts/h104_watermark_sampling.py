# classes: 7
"""Near miss: watermark sampled generations with the selfhash scheme and check the detector."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, WatermarkDetector, WatermarkingConfig

MODEL_ID = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

wm = WatermarkingConfig(bias=2.5, seeding_scheme="selfhash")
enc = tok(["once upon a time", "tell me a story about cats"], return_tensors="pt", padding=True)
torch.manual_seed(0)
out = model.generate(**enc, watermarking_config=wm, do_sample=True, max_new_tokens=12)

detector = WatermarkDetector(model_config=model.config, device="cpu", watermarking_config=wm)
print(detector(out, return_dict=True).prediction)
