# classes: 8
"""Watermark generated text (WatermarkingConfig) and score it with WatermarkDetector."""

from transformers import AutoModelForCausalLM, AutoTokenizer, WatermarkDetector, WatermarkingConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

wm = WatermarkingConfig(bias=2.5, seeding_scheme="selfhash")
enc = tok("tell me a story about the fox", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=8, do_sample=False, watermarking_config=wm)
detector = WatermarkDetector(model_config=model.config, device="cpu", watermarking_config=wm)
print(detector(out, return_dict=True).prediction)
