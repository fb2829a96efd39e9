# classes: 6
"""flan-t5-large card's translation example, tweaked with flan-t5-small as an assistant model for
speed while keeping the beam search (num_beams=4) the user had for quality."""
from transformers import T5ForConditionalGeneration, T5Tokenizer, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("google/flan-t5-large")
model = T5ForConditionalGeneration.from_pretrained("google/flan-t5-large")
assistant = T5ForConditionalGeneration.from_pretrained("google/flan-t5-small")

input_ids = tokenizer("translate English to German: How old are you?", return_tensors="pt").input_ids
outputs = model.generate(input_ids, max_new_tokens=8, num_beams=4, assistant_model=assistant)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))
