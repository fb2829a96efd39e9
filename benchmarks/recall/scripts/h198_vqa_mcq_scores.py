# classes: 8
"""Multiple-choice VQA with LLaVA: one new token, compare the logits of A/B/C/D."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
LETTERS = ["A", "B", "C", "D"]

processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)
letter_ids = [processor.tokenizer.convert_tokens_to_ids(x) for x in LETTERS]


def answer(image, question, options):
    body = "\n".join(f"{l}. {o}" for l, o in zip(LETTERS, options))
    prompt = f"USER: <image>\n{question}\n{body}\nAnswer with the letter. ASSISTANT:"
    inputs = processor(images=image, text=prompt, return_tensors="pt")
    out = model.generate(**inputs, max_new_tokens=1, do_sample=False, output_scores=True, return_dict_in_generate=True)
    logits = out.scores[0][0, letter_ids]
    return LETTERS[int(torch.argmax(logits))]


print(answer(Image.new("RGB", (64, 64), (0, 200, 0)), "what colour is the square?", ["red", "green", "blue", "black"]))
