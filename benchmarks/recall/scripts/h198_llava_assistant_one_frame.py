# classes: 8 6
"""Caption frames one at a time with LLaVA and a small Llama draft model (universal assisted decoding)."""

import argparse

import torch
from PIL import Image
from transformers import AutoModelForCausalLM, AutoProcessor, AutoTokenizer, LlavaForConditionalGeneration

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="llava-hf/llava-1.5-7b-hf")
parser.add_argument("--draft", default="JackFram/llama-68m")
parser.add_argument("--frames", type=int, default=2)
parser.add_argument("--max-new-tokens", type=int, default=5)
args = parser.parse_args()

processor = AutoProcessor.from_pretrained(args.model)
model = LlavaForConditionalGeneration.from_pretrained(args.model, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(args.draft)
draft_tok = AutoTokenizer.from_pretrained(args.draft)

for i in range(args.frames):
    frame = Image.new("RGB", (64, 64), (i * 40, 0, 0))
    inputs = processor(images=frame, text="USER: <image>\ndescribe the frame ASSISTANT:", return_tensors="pt")
    out = model.generate(
        **inputs, assistant_model=draft, max_new_tokens=args.max_new_tokens,
        tokenizer=processor.tokenizer, assistant_tokenizer=draft_tok,
    )
    print(i, processor.decode(out[0], skip_special_tokens=True))
