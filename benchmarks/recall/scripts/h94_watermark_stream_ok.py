# classes: 7
"""Watermarked streaming: WatermarkingConfig with sampling, streamed through TextStreamer."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer, WatermarkingConfig

MODEL_ID = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

wm = WatermarkingConfig(bias=2.5, seeding_scheme="selfhash")
torch.manual_seed(0)
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(
    **enc,
    watermarking_config=wm,
    do_sample=True,
    max_new_tokens=6,
    streamer=TextStreamer(tok),
    pad_token_id=tok.eos_token_id,
)
print(out.shape)
