# classes: 8 6
"""Caption a batch of frames with LLaVA and a small Llama draft model (speculative decoding)."""

import argparse

import torch
from PIL import Image
from transformers import AutoModelForCausalLM, AutoProcessor, LlavaForConditionalGeneration

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="llava-hf/llava-1.5-7b-hf")
parser.add_argument("--draft", default="JackFram/llama-68m")
parser.add_argument("--frames", type=int, default=2)
parser.add_argument("--max-new-tokens", type=int, default=5)
args = parser.parse_args()

processor = AutoProcessor.from_pretrained(args.model)
processor.tokenizer.padding_side = "left"
model = LlavaForConditionalGeneration.from_pretrained(args.model, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(args.draft)

frames = [Image.new("RGB", (64, 64), (i * 40, 0, 0)) for i in range(args.frames)]
prompts = ["USER: <image>\ndescribe the frame ASSISTANT:"] * args.frames
inputs = processor(images=frames, text=prompts, return_tensors="pt", padding=True)
out = model.generate(**inputs, assistant_model=draft, max_new_tokens=args.max_new_tokens)
print(processor.batch_decode(out, skip_special_tokens=True))
